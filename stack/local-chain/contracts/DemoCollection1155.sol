// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}

/// @notice An ERC-1155 demo collection for the local chain (EIP-1155 with the metadata URI
/// extension): `uri(id)` is the id's own URI when the owner set one, else the `{id}` template.
contract DemoCollection1155 {
    string public name;
    string public symbol;
    address public immutable owner;
    string private _template;

    mapping(uint256 => mapping(address => uint256)) private _balances;
    mapping(address => mapping(address => bool)) private _operators;
    mapping(uint256 => string) private _uris;

    event TransferSingle(
        address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value
    );
    event TransferBatch(
        address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    error NotOwner();
    error NotAuthorized();
    error ZeroAddress();
    error LengthMismatch();
    error InsufficientBalance(uint256 id);
    error UnsafeRecipient();

    constructor(string memory name_, string memory symbol_, string memory template_) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
        _template = template_;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        // ERC-165, ERC-1155, ERC-1155 Metadata URI.
        return id == 0x01ffc9a7 || id == 0xd9b67a26 || id == 0x0e89341c;
    }

    function uri(uint256 id) external view returns (string memory) {
        string memory own = _uris[id];
        return bytes(own).length > 0 ? own : _template;
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        if (account == address(0)) revert ZeroAddress();
        return _balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        if (accounts.length != ids.length) revert LengthMismatch();
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) {
            balances[i] = balanceOf(accounts[i], ids[i]);
        }
    }

    function isApprovedForAll(address account, address operator) external view returns (bool) {
        return _operators[account][operator];
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        _authorize(from, to);
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        _checkReceiver(from, to, id, value, data);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external {
        if (ids.length != values.length) revert LengthMismatch();
        _authorize(from, to);
        for (uint256 i = 0; i < ids.length; i++) {
            _move(from, to, ids[i], values[i]);
        }
        emit TransferBatch(msg.sender, from, to, ids, values);
        _checkBatchReceiver(from, to, ids, values, data);
    }

    /// @notice Gives `id` its own metadata URI (http(s), ipfs:// or data:). Owner only.
    function setURI(uint256 id, string calldata value) external {
        if (msg.sender != owner) revert NotOwner();
        _uris[id] = value;
        emit URI(value, id);
    }

    /// @notice Mints `values` of `ids` to `to` in one TransferBatch. Owner only.
    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata values) external {
        if (msg.sender != owner) revert NotOwner();
        if (to == address(0)) revert ZeroAddress();
        if (ids.length != values.length) revert LengthMismatch();
        for (uint256 i = 0; i < ids.length; i++) {
            _balances[ids[i]][to] += values[i];
        }
        emit TransferBatch(msg.sender, address(0), to, ids, values);
        _checkBatchReceiver(address(0), to, ids, values, "");
    }

    /// @notice Mints `value` of `id` to `to` in one TransferSingle. Owner only.
    function mint(address to, uint256 id, uint256 value) external {
        if (msg.sender != owner) revert NotOwner();
        if (to == address(0)) revert ZeroAddress();
        _balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
        _checkReceiver(address(0), to, id, value, "");
    }

    function _authorize(address from, address to) private view {
        if (to == address(0)) revert ZeroAddress();
        if (from != msg.sender && !_operators[from][msg.sender]) revert NotAuthorized();
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        uint256 held = _balances[id][from];
        if (held < value) revert InsufficientBalance(id);
        unchecked {
            _balances[id][from] = held - value;
        }
        _balances[id][to] += value;
    }

    function _checkReceiver(address from, address to, uint256 id, uint256 value, bytes memory data) private {
        if (to.code.length == 0) return;
        try IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data) returns (bytes4 answer) {
            if (answer != IERC1155Receiver.onERC1155Received.selector) revert UnsafeRecipient();
        } catch {
            revert UnsafeRecipient();
        }
    }

    function _checkBatchReceiver(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes memory data
    ) private {
        if (to.code.length == 0) return;
        try IERC1155Receiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data) returns (bytes4 answer) {
            if (answer != IERC1155Receiver.onERC1155BatchReceived.selector) revert UnsafeRecipient();
        } catch {
            revert UnsafeRecipient();
        }
    }
}
