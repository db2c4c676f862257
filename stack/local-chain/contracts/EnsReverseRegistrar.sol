// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IEnsReverseRegistry {
    function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl) external;
    function setOwner(bytes32 node, address owner) external;
}

interface IEnsNameResolver {
    function setName(bytes32 node, string calldata name) external;
}

/// @notice The reverse registrar of addr.reverse (EIP-181): an address claims
/// <its lower-case hex>.addr.reverse and sets its primary name there. It must own addr.reverse.
contract EnsReverseRegistrar {
    /// namehash('addr.reverse')
    bytes32 public constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    IEnsReverseRegistry public immutable registry;
    IEnsNameResolver public immutable defaultResolver;

    constructor(IEnsReverseRegistry ensRegistry, IEnsNameResolver resolver) {
        registry = ensRegistry;
        defaultResolver = resolver;
    }

    /// @notice Gives the caller's reverse node to `owner`, with the default resolver.
    function claim(address owner) external returns (bytes32) {
        bytes32 label = sha3HexAddress(msg.sender);
        registry.setSubnodeRecord(ADDR_REVERSE_NODE, label, owner, address(defaultResolver), 0);
        return keccak256(abi.encodePacked(ADDR_REVERSE_NODE, label));
    }

    /// @notice Sets the caller's primary name (its reverse record); the caller owns the node after.
    function setName(string calldata name) external returns (bytes32 reverseNode) {
        bytes32 label = sha3HexAddress(msg.sender);
        registry.setSubnodeRecord(ADDR_REVERSE_NODE, label, address(this), address(defaultResolver), 0);
        reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, label));
        defaultResolver.setName(reverseNode, name);
        registry.setOwner(reverseNode, msg.sender);
    }

    function node(address a) external pure returns (bytes32) {
        return keccak256(abi.encodePacked(ADDR_REVERSE_NODE, sha3HexAddress(a)));
    }

    /// @notice keccak256 of the address in lower-case hex without 0x (the reverse label).
    function sha3HexAddress(address a) public pure returns (bytes32) {
        bytes memory hexChars = "0123456789abcdef";
        bytes memory out = new bytes(40);
        uint160 value = uint160(a);
        for (uint256 i = 40; i > 0; i--) {
            out[i - 1] = hexChars[value & 0xf];
            value >>= 4;
        }
        return keccak256(out);
    }
}
