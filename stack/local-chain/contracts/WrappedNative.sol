// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The native currency as an ERC-20 (deposit to wrap, withdraw to unwrap), so the exchange
/// pools only ever hold tokens.
contract WrappedNative {
    string public constant name = "Wrapped Ether";
    string public constant symbol = "WETH";
    uint8 public constant decimals = 18;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Deposit(address indexed to, uint256 value);
    event Withdrawal(address indexed from, uint256 value);

    error InsufficientBalance(address owner, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error NativeTransferFailed(address to);

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external {
        _debit(msg.sender, amount);
        emit Withdrawal(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert NativeTransferFailed(msg.sender);
    }

    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        return transferFrom(msg.sender, to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) public returns (bool) {
        if (from != msg.sender) {
            uint256 current = allowance[from][msg.sender];
            if (current != type(uint256).max) {
                if (current < amount) revert InsufficientAllowance(msg.sender, current, amount);
                allowance[from][msg.sender] = current - amount;
            }
        }
        _debit(from, amount);
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
        return true;
    }

    function _debit(address owner, uint256 amount) private {
        uint256 balance = balanceOf[owner];
        if (balance < amount) revert InsufficientBalance(owner, balance, amount);
        balanceOf[owner] = balance - amount;
    }
}
