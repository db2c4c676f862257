// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice An ENSIP-10 resolver for a zone whose records live offchain (EIP-3668): resolve() reverts
/// OffchainLookup towards the gateway, whose answer is abi.encode(bytes result, uint64 expires,
/// bytes signature) signed by one of the signers over
/// keccak256(0x1900 ‖ this ‖ expires ‖ keccak256(request) ‖ keccak256(result)).
contract EnsOffchainResolver {
    string[] private urls;
    mapping(address => bool) public signers;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error InvalidSignature();
    error ResponseExpired(uint64 expires);

    constructor(string[] memory lookupUrls, address[] memory gatewaySigners) {
        urls = lookupUrls;
        for (uint256 i = 0; i < gatewaySigners.length; i++) {
            signers[gatewaySigners[i]] = true;
        }
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(this.resolve.selector, name, data);
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, callData);
    }

    function resolveWithProof(bytes calldata response, bytes calldata request) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert ResponseExpired(expires);
        bytes32 hash = keccak256(
            abi.encodePacked(hex"1900", address(this), expires, keccak256(request), keccak256(result))
        );
        if (!signers[_recover(hash, signature)]) revert InvalidSignature();
        return result;
    }

    function gatewayUrls() external view returns (string[] memory) {
        return urls;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x9061b923;
    }

    function _recover(bytes32 hash, bytes memory signature) private pure returns (address) {
        if (signature.length != 65) revert InvalidSignature();
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        // Low-s only (EIP-2), so a signature has one form.
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) revert InvalidSignature();
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        if (signer == address(0)) revert InvalidSignature();
        return signer;
    }
}
